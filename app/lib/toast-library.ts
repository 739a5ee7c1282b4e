// The part of react-hot-toast the shop uses, imported only dynamically (app/lib/toast.ts): its own chunk, named so.
export { default as toast, Toaster } from 'react-hot-toast';
