// The public exports of the customer form.
export {};
