import { configure } from '@testing-library/dom';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// waitFor/findBy give up after 1 s by default: on a busy 2-core CI machine (load 20-30) a render
// can take several seconds. A wait that should fail still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// The provider's last good answers are kept on disk (lib/provider/last-good.ts): each test file
// starts with none, and no run reads what an earlier one wrote.
process.env.LAST_GOOD_DIR = mkdtempSync(path.join(tmpdir(), 'venue-unit-last-good-'));
