import { configure } from '@testing-library/dom';

// waitFor/findBy give up after 1 s by default: on a busy 2-core CI machine a render can take longer.
// A wait that should fail still fails, only later.
configure({ asyncUtilTimeout: 5000 });
