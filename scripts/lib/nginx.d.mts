// Types of scripts/lib/nginx.mjs for the TypeScript tests that start nginx.
export declare const NGINX_TEMPLATE: string;
export declare const NGINX_BINARY: string;

export type NginxOptions = {
  /** Ports nginx listens on (on `host`): TLS, and plain http that redirects to it. */
  httpsPort: number;
  httpPort: number;
  /** The site instances: Unix sockets (absolute paths, as deployed), ports on 127.0.0.1, or `host:port`. */
  upstreams: Array<number | string>;
  /** The address nginx listens on; 127.0.0.1 unless given. */
  host?: string;
  serverName?: string;
  /** Keep the temporary directory (config, logs, certificate) after stop(). */
  keep?: boolean;
  stdio?: 'inherit' | 'ignore' | 'pipe';
  /** What the benches measure beside the deployed config (scripts/lib/nginx.mjs VARIANTS), never installed. */
  variant?: string | string[];
};

export type RunningNginx = {
  dir: string;
  pid: number | undefined;
  /** https://host:httpsPort */
  origin: string;
  /** http://host:httpPort */
  httpOrigin: string;
  accessLog: string;
  errorLog: () => string;
  stop: () => Promise<void>;
};

export declare function renderSiteConf(
  template: string,
  options: Omit<NginxOptions, 'keep' | 'stdio'> & { cert: string; key: string; dir: string },
): string;

export declare function startNginx(options: NginxOptions): Promise<RunningNginx>;
