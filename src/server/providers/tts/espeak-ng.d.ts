// The `espeak-ng` package ships no types; this is the part of its Emscripten module we use.
declare module 'espeak-ng' {
  interface ESpeakNgModule {
    FS: { readFile(path: string): Uint8Array };
  }
  interface ESpeakNgOptions {
    arguments: string[];
    wasmBinary?: ArrayBuffer;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  const ESpeakNg: (options: ESpeakNgOptions) => Promise<ESpeakNgModule>;
  export default ESpeakNg;
}
