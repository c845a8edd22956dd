//go:build !linux || js

package memtrim

// Trim does nothing here: only glibc on Linux needs asking (see the Linux
// version).
func Trim() {}

// Setup does nothing here and reports false (see the Linux version).
func Setup() bool { return false }
