import IconButton from '@mui/material/IconButton';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

/** A row's remove button: a small red bin, named by `label` (e.g. 'Remove Sales'). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} size="small" color="error" onClick={onClick}>
      <DeleteOutline fontSize="small" />
    </IconButton>
  );
}
