// Every page below /employer matches the slot; the header itself is the segment's layout, kept across its pages.
export default function EmployerHeaderPage() {
  return null;
}
