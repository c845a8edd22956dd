//go:build !js

package webstore

import "testing"

func TestMemoryOutsideTheBrowser(t *testing.T) {
	if Persistent() {
		t.Errorf("Persistent() = true outside the browser, want false")
	}
}
