export const verifyPathOf = (code: string) => `/certificates/${code}`;
export const pdfPathOf = (code: string) => `/certificates/${code}/pdf`;
