import { useRef, useState } from 'react';
import { toast } from './toast';
import type { UploadedImage } from '../../domain/views/accounts';
import { api, errorMessage } from './api';

/**
 * Uploads a chosen picture at once (POST /api/upload/uploadImage, multipart field `file`;
 * public, so sign-up can use it before the account exists) and hands back the stored URL
 * (data.data.imageUrl). Previews show that URL, which is exactly what the profile will show
 * (the page's CSP allows no blob: images). rule:failures-shown: a refused upload shows the server's
 * reason in a toast, and `onError` lets a form keep it beside the field.
 * Shared by the sign-up form and the Edit Profile modal.
 */
export function useImageUpload(handlers: {
  onUploaded: (imageUrl: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  onError?: (message: string) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    handlers.onUploadingChange(busy);
  };

  async function upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const res = await api<UploadedImage>('upload/uploadImage', { method: 'POST', body: form });
      handlers.onUploaded(res.data.imageUrl);
    } catch (err) {
      const message = errorMessage(err);
      toast.error(message);
      handlers.onError?.(message);
    } finally {
      setBusy(false);
      // Choosing the same file again after a failure must fire another change.
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return { uploading, fileInput, upload };
}
