import { useId, useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { visuallyHidden } from '../../../components/visually-hidden';

interface ImagePickerProps {
  /** The picture as it is now (an Avatar). */
  preview: ReactNode;
  label: string;
  accept: string;
  busy?: boolean;
  onPick: (file: File) => void;
  /** Buttons after the picker's (e.g. Remove). */
  children?: ReactNode;
}

/** A picture and a button that opens the file chooser (the input itself is hidden, reached by the button). */
export function ImagePicker({ preview, label, accept, busy = false, onPick, children }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {preview}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden
        style={visuallyHidden}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<PhotoCameraOutlined />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {children}
    </Stack>
  );
}
