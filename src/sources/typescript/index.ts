export { loadTypeScriptModule } from './load-typescript-module.ts';
export type { LoadTypeScriptModuleOptions } from './load-typescript-module.ts';
export { createModuleHandlerResolver } from './module-handler-resolver.ts';
export type { ModuleHandlerResolverOptions, ModuleImporter } from './module-handler-resolver.ts';
export { readModuleSourceConfig } from './module-source-config.ts';
export type { ModuleCallStyle, ModuleSourceConfig } from './module-source-config.ts';
export { typeToJsonSchema } from './type-to-json-schema.ts';
export type { TypeToJsonSchemaOptions } from './type-to-json-schema.ts';
export type { TypeConversion } from './type-conversion.ts';
