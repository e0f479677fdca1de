import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Typography } from '@mui/material';

const SCAN_EVERY_MS = 250;

/** The decoder loads with the scan screen only (it is the wallet's largest part). */
const readQrCode = async (image: ImageBitmapSource) =>
  (await import('../wallet/qr-reader')).readQrCode(image).catch(() => null);

/**
 * The camera's picture (the rear camera on a phone), read for a QR code a few times a second
 * until `onText` takes one (answers true); a code it refused is not offered again until another
 * shows. The camera is released when the screen closes, even while it is still starting.
 */
export function CameraScanner({ onText }: { onText: (text: string) => boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // The latest handler, for the scan loop started once: updated after each render, not during it.
  const found = useRef(onText);
  useEffect(() => {
    found.current = onText;
  }, [onText]);
  const [state, setState] = useState<'starting' | 'running' | 'unavailable'>('starting');

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let offered: string | null = null;
    const scan = async () => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= element.HAVE_CURRENT_DATA) {
        const text = await readQrCode(element);
        if (stopped) return;
        if (text && text !== offered) {
          offered = text;
          if (found.current(text)) return;
        }
      }
      timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      if (stopped || !video.current) {
        // The screen closed while the camera was starting (a permission prompt, a quick Back).
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setState('running');
      void scan();
    };
    start().catch(() => {
      if (!stopped) setState('unavailable');
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (state === 'unavailable') return <Alert severity="info">{t('scan.noCamera')}</Alert>;
  return (
    <Box>
      {/* Both lines take the same cell, the other one hidden: the taller sets the height in either state. */}
      <Box sx={{ display: 'grid', mb: 1 }}>
        {(['starting', 'running'] as const).map((shown) => (
          <Typography
            key={shown}
            sx={{ gridArea: '1 / 1', visibility: state === shown ? 'visible' : 'hidden' }}
          >
            {shown === 'starting' ? t('scan.starting') : t('scan.camera')}
          </Typography>
        ))}
      </Box>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={t('scan.video')}
        // The box is sized before the picture comes: the form below must not move when the camera
        // starts (a tap on Read would land on whatever moved under it).
        sx={{
          width: '100%',
          aspectRatio: '4 / 3',
          maxHeight: '50dvh',
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'common.black',
          display: 'block',
        }}
      />
    </Box>
  );
}
