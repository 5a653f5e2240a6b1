import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: the @stowly packages come from node_modules like any other dependency.
export default defineConfig({
  plugins: [react()],
  // The move-in date picker brings react-aria's strings for every locale it knows.
  build: { target: 'es2022', chunkSizeWarningLimit: 700 },
});
