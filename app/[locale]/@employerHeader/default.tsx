// Outside /employer no page fills the employer header's slot: those pages get the site header alone.
export default function NoEmployerHeader() {
  return null;
}
