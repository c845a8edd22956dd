// Package webstore keeps Starboard's autosaves and settings in the
// browser's localStorage.
//
// Each named document (a title's autosave under its slug, the settings
// under their own name) lives under one localStorage key: [Prefix]
// followed by the name. [For] returns a [match.Store] for one name, and
// [List] the names that hold something, for the resume screen.
//
// The package is safe when localStorage cannot be used (storage disabled,
// a sandboxed frame, a browser that throws on access): it then keeps the
// documents in memory for the life of the page, and [Persistent] reports
// false. Outside the browser it always keeps them in memory, so the package
// builds and tests on every platform; the desktop uses match.FileStore.
package webstore
