export { loadOpenApiSource } from './load-openapi-source.ts';
export type { LoadOpenApiSourceOptions } from './load-openapi-source.ts';
export { createOpenApiHandlerResolver } from './create-openapi-handler-resolver.ts';
export type { OpenApiHandlerResolverOptions } from './create-openapi-handler-resolver.ts';
export type { OpenApiAuth } from './openapi-auth.ts';
export { readOpenApiSourceConfig } from './openapi-source-config.ts';
export type {
  OpenApiBodyStyle,
  OpenApiParameterConfig,
  OpenApiParameterLocation,
  OpenApiSourceConfig,
} from './openapi-source-config.ts';
