/**
 * Optional traces through OpenTelemetry (docs/decisions.md#tracing). With
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) set, {@link startTracing}
 * starts OpenTelemetry's Node.js SDK with the official instrumentations of `node:http` (a span
 * per request answered, and per outgoing HTTP call), of Fastify (`@fastify/otel`: the route
 * template as `http.route` and in the span's name, a child span for the route's handler) and of
 * node-postgres (a span per SQL statement, on PostgreSQL and on the embedded PGlite alike, which
 * the app also reaches through node-postgres), and exports the spans over OTLP. Without it
 * nothing of OpenTelemetry is loaded: every OpenTelemetry module is imported dynamically, here,
 * and only then.
 *
 * The SDK reads the standard variables itself: OTEL_EXPORTER_OTLP_PROTOCOL (`http/protobuf` by
 * default, `http/json`, `grpc`), OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME and
 * OTEL_RESOURCE_ATTRIBUTES (over the defaults below: service `company-site`, package.json's
 * version), OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG, OTEL_BSP_* (batching),
 * OTEL_PROPAGATORS, OTEL_LOG_LEVEL; OTEL_SDK_DISABLED=true turns tracing off. Metrics and logs
 * are not exported over OTLP unless OTEL_METRICS_EXPORTER or OTEL_LOGS_EXPORTER asks for them:
 * the metrics are Prometheus' (docs/decisions.md#metrics), the logs pino's lines on stdout.
 *
 * Must run before the app's modules are imported (server/main.ts imports server/app.ts after
 * it): the instrumentations patch `http`, `fastify` and `pg` as they are loaded, and a module
 * loaded earlier stays unpatched (no HTTP and no SQL spans). CommonJS loads are hooked by
 * `require`; ES module imports by the loader hook registered here, limited to `pg` (on Node 20
 * pg's ES module entry is a wrapper over its CommonJS files, which the `require` hook already
 * patches; the loader hook keeps SQL spans should pg's entry become a true ES module).
 */
import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import packageJson from '../package.json';

/** What {@link startTracing} started: flush the spans still buffered and stop. */
export interface Tracing {
  /** The OTLP endpoint the spans go to (for the start's log line). */
  endpoint: string;
  /** Exports what is buffered and stops the SDK; resolves within `timeoutMs` (default 5 s) even if the collector does not answer. */
  shutdown(timeoutMs?: number): Promise<void>;
}

/** What {@link startTracing} reads beyond the environment. */
export interface TracingOptions {
  /** The metrics listener's port (METRICS_PORT): its scrapes are not traced. */
  metricsPort?: number;
}

/** The service's name in every span's resource unless OTEL_SERVICE_NAME says otherwise. */
export const SERVICE_NAME = 'company-site';

/**
 * The OTLP endpoint traces go to when tracing is configured in `env`, else undefined:
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT set (OpenTelemetry's
 * exporter variables) and OTEL_SDK_DISABLED not `true`.
 */
export function tracingEndpoint(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || undefined;
}

/**
 * Starts tracing when {@link tracingEndpoint} finds an endpoint in `env` (resolves undefined,
 * having imported nothing of OpenTelemetry, when it does not). Registers the ES module loader
 * hook of `@opentelemetry/instrumentation` for `pg` only (Fastify and `http` are CommonJS
 * requires, which need no hook), then starts the SDK: call it before importing anything that
 * imports `pg`, `fastify` or the app. Throws when the SDK cannot be loaded.
 */
export async function startTracing(options: TracingOptions = {}, env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  const endpoint = tracingEndpoint(env);
  if (!endpoint) return undefined;

  // Node ≥ 20.6: hooks registered now apply to the imports that follow. `include` keeps the
  // hook from wrapping every other module (ours, the npm packages', the SSR bundle's).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['pg'] } });

  const [{ NodeSDK, resources }, { HttpInstrumentation }, { PgInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);

  const sdk = new NodeSDK({
    // Lowest precedence: OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the SDK's env detector) win.
    resource: resources.defaultResource().merge(resources.resourceFromAttributes({ 'service.name': SERVICE_NAME, 'service.version': packageJson.version })),
    // The SDK's default would also export metrics and logs over OTLP; only when asked.
    ...(env.OTEL_METRICS_EXPORTER ? {} : { metricReaders: [] }),
    ...(env.OTEL_LOGS_EXPORTER ? {} : { logRecordProcessors: [] }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => options.metricsPort !== undefined && request.socket.localPort === options.metricsPort,
      }),
      // Only inside a traced request: the publisher's and the outbox's polling would otherwise
      // make a trace of one query every few seconds.
      new PgInstrumentation({ requireParentSpan: true }),
      // Registers itself on every Fastify instance as it is created; the request and handler
      // spans, without one span per lifecycle hook (a dozen per request here).
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
    ],
  });
  sdk.start();

  return {
    endpoint,
    shutdown: (timeoutMs = 5_000) => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      return Promise.race([sdk.shutdown().catch(() => undefined), deadline]).finally(() => clearTimeout(timer));
    },
  };
}
