//go:build js

package webstore

import (
	"errors"
	"io/fs"
	"strings"
	"syscall/js"
	"testing"
)

// fakeStorage builds a Storage-like object in JavaScript; full makes
// setItem throw as a browser does when the quota is used up.
func fakeStorage(full bool) js.Value {
	return js.Global().Get("Function").New("full", `
		const m = new Map();
		return {
			getItem: (k) => m.has(k) ? m.get(k) : null,
			setItem: (k, v) => {
				if (full && !k.endsWith(".probe")) throw new Error("QuotaExceededError: the quota has been exceeded");
				m.set(k, String(v));
			},
			removeItem: (k) => { m.delete(k); },
			key: (i) => i < m.size ? Array.from(m.keys())[i] : null,
			get length() { return m.size; },
		};`).Invoke(full)
}

// withLocalStorage installs def as globalThis.localStorage during f.
func withLocalStorage(t *testing.T, def map[string]any, f func()) {
	t.Helper()
	desc := js.ValueOf(map[string]any{"configurable": true})
	for k, v := range def {
		desc.Set(k, v)
	}
	js.Global().Get("Object").Call("defineProperty", js.Global(), "localStorage", desc)
	defer js.Global().Call("eval", "delete globalThis.localStorage")
	f()
}

func TestLocalStorageRoundTrip(t *testing.T) {
	withLocalStorage(t, map[string]any{"value": fakeStorage(false)}, func() {
		s, ok := openLocalStorage()
		if !ok {
			t.Fatal("openLocalStorage() = false with a working storage, want true")
		}
		b := localBackend{s}
		st := Store{name: "gods", b: b}
		if _, err := st.Load(); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Load() of nothing = %v, want fs.ErrNotExist", err)
		}
		if err := st.Save([]byte(`{"title":"gods","note":"Æther ✓"}`)); err != nil {
			t.Fatalf("Save = %v, want nil", err)
		}
		got, err := st.Load()
		if err != nil || string(got) != `{"title":"gods","note":"Æther ✓"}` {
			t.Errorf("Load() = %q, %v, want the saved text", got, err)
		}
		b.set("unrelated", "1")
		if names := list(b); len(names) != 1 || names[0] != "gods" {
			t.Errorf("list() = %q, want [gods]", names)
		}
	})
}

func TestFullStorageIsAnError(t *testing.T) {
	withLocalStorage(t, map[string]any{"value": fakeStorage(true)}, func() {
		s, ok := openLocalStorage()
		if !ok {
			t.Fatal("openLocalStorage() = false, want true (the probe fits)")
		}
		err := Store{name: "gods", b: localBackend{s}}.Save([]byte("x"))
		if err == nil || !strings.Contains(err.Error(), "quota") {
			t.Errorf("Save on a full storage = %v, want an error naming the quota", err)
		}
	})
}

func TestThrowingStorageIsUnavailable(t *testing.T) {
	thrower := js.Global().Get("Function").New(`throw new Error("SecurityError: access denied")`)
	withLocalStorage(t, map[string]any{"get": thrower}, func() {
		if _, ok := openLocalStorage(); ok {
			t.Error("openLocalStorage() = true when reading localStorage throws, want false")
		}
	})
}

func TestMissingStorageIsUnavailable(t *testing.T) {
	if _, ok := openLocalStorage(); ok {
		t.Error("openLocalStorage() = true with no localStorage (node), want false")
	}
}
