/**
 * Registered offices of the demo companies, as they stand on a Polish invoice: the street with its
 * abbreviation (ul., al., pl.), the city's own postal code range and the city. The building number comes
 * from the generator.
 */
export const OFFICES: readonly { street: string; postalCode: string; city: string }[] = [
  { street: 'ul. Prosta', postalCode: '00-838', city: 'Warszawa' },
  { street: 'ul. Grzybowska', postalCode: '00-844', city: 'Warszawa' },
  { street: 'al. Jerozolimskie', postalCode: '02-486', city: 'Warszawa' },
  { street: 'ul. Domaniewska', postalCode: '02-672', city: 'Warszawa' },
  { street: 'ul. Wołoska', postalCode: '02-675', city: 'Warszawa' },
  { street: 'ul. Puławska', postalCode: '02-595', city: 'Warszawa' },
  { street: 'ul. Złota', postalCode: '00-120', city: 'Warszawa' },
  { street: 'ul. Chmielna', postalCode: '00-021', city: 'Warszawa' },
  { street: 'ul. Wielicka', postalCode: '30-552', city: 'Kraków' },
  { street: 'ul. Lubicz', postalCode: '31-503', city: 'Kraków' },
  { street: 'ul. Kapelanka', postalCode: '30-347', city: 'Kraków' },
  { street: 'ul. Kamieńskiego', postalCode: '30-644', city: 'Kraków' },
  { street: 'ul. Legnicka', postalCode: '54-202', city: 'Wrocław' },
  { street: 'ul. Powstańców Śląskich', postalCode: '53-332', city: 'Wrocław' },
  { street: 'pl. Grunwaldzki', postalCode: '50-363', city: 'Wrocław' },
  { street: 'al. Grunwaldzka', postalCode: '80-309', city: 'Gdańsk' },
  { street: 'ul. Łąkowa', postalCode: '80-743', city: 'Gdańsk' },
  { street: 'al. Zwycięstwa', postalCode: '81-451', city: 'Gdynia' },
  { street: 'ul. Półwiejska', postalCode: '61-888', city: 'Poznań' },
  { street: 'ul. Garbary', postalCode: '61-758', city: 'Poznań' },
  { street: 'ul. Piotrkowska', postalCode: '90-423', city: 'Łódź' },
  { street: 'ul. Chorzowska', postalCode: '40-101', city: 'Katowice' },
  { street: 'ul. Francuska', postalCode: '40-028', city: 'Katowice' },
  { street: 'ul. Krakowskie Przedmieście', postalCode: '20-002', city: 'Lublin' },
];
