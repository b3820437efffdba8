export { add as plus, VERSION } from './tools.ts';
export * from './more.ts';
