/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; unset means the same origin under `/api`. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
