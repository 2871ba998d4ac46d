// The panel home matches the slot too; the header itself is the segment's layout.
export default function EmployerHeaderHome() {
  return null;
}
