package webstore

import (
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"
)

func memoryStore(name string) (Store, *memoryBackend) {
	b := newMemoryBackend()
	return Store{name: name, b: b}, b
}

func TestKeyIsPrefixedName(t *testing.T) {
	if got, want := For("gods").Key(), "starboard/gods"; got != want {
		t.Errorf("Key() = %q, want %q", got, want)
	}
	if got, want := For("gods").Name(), "gods"; got != want {
		t.Errorf("Name() = %q, want %q", got, want)
	}
}

func TestSaveThenLoad(t *testing.T) {
	s, _ := memoryStore("gods")
	for _, doc := range []string{`{"moves":["a"]}`, `{"moves":["a","b"]}`, ""} {
		if err := s.Save([]byte(doc)); err != nil {
			t.Fatalf("Save(%q) = %v, want nil", doc, err)
		}
		got, err := s.Load()
		if err != nil {
			t.Fatalf("Load() after Save(%q) = %v, want nil", doc, err)
		}
		if string(got) != doc {
			t.Errorf("Load() = %q, want %q", got, doc)
		}
	}
}

func TestLoadOfNothingIsNotExist(t *testing.T) {
	s, _ := memoryStore("gods")
	_, err := s.Load()
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load() of an empty store = %v, want an error matching fs.ErrNotExist", err)
	}
}

func TestSaveRefusesBinary(t *testing.T) {
	s, b := memoryStore("gods")
	err := s.Save([]byte{0xff, 0xfe, 0x00})
	if err == nil || !strings.Contains(err.Error(), "not text") {
		t.Errorf("Save(binary) = %v, want an error saying it is not text", err)
	}
	if keys, _ := b.keys(); len(keys) != 0 {
		t.Errorf("keys after a refused Save = %q, want none", keys)
	}
}

func TestNamesAreIndependent(t *testing.T) {
	b := newMemoryBackend()
	gods, settings := Store{name: "gods", b: b}, Store{name: "settings", b: b}
	if err := gods.Save([]byte("game")); err != nil {
		t.Fatal(err)
	}
	if err := settings.Save([]byte("prefs")); err != nil {
		t.Fatal(err)
	}
	if got, _ := gods.Load(); string(got) != "game" {
		t.Errorf("gods Load() = %q, want %q", got, "game")
	}
	if got, _ := settings.Load(); string(got) != "prefs" {
		t.Errorf("settings Load() = %q, want %q", got, "prefs")
	}
}

func TestListKeepsOnlyOurKeysSorted(t *testing.T) {
	b := newMemoryBackend()
	for _, k := range []string{"starboard/settings", "other-page", "starboard/gods", "starboard/", "starboardish"} {
		b.set(k, "x")
	}
	got, want := list(b), []string{"gods", "settings"}
	if !slices.Equal(got, want) {
		t.Errorf("list() = %q, want %q", got, want)
	}
}

func TestListOfFailingStorageIsEmpty(t *testing.T) {
	if got := list(brokenBackend{}); got != nil {
		t.Errorf("list(broken) = %q, want nil", got)
	}
}

func TestErrorsOfStorageAreWorded(t *testing.T) {
	s := Store{name: "gods", b: brokenBackend{}}
	if err := s.Save([]byte("x")); err == nil || !errors.Is(err, errUnavailable) {
		t.Errorf("Save on broken storage = %v, want an error matching errUnavailable", err)
	}
	if _, err := s.Load(); err == nil || errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load on broken storage = %v, want an error that is not fs.ErrNotExist", err)
	}
}

func TestForAndListShareOneStorage(t *testing.T) {
	name := "list-test-" + t.Name()
	if err := For(name).Save([]byte("x")); err != nil {
		t.Fatalf("Save = %v, want nil", err)
	}
	if !slices.Contains(List(), name) {
		t.Errorf("List() = %q, want it to contain %q", List(), name)
	}
	if got, err := For(name).Load(); err != nil || string(got) != "x" {
		t.Errorf("Load() = %q, %v, want %q, nil", got, err, "x")
	}
}

type brokenBackend struct{}

func (brokenBackend) get(string) (string, bool, error) { return "", false, errUnavailable }
func (brokenBackend) set(string, string) error         { return errUnavailable }
func (brokenBackend) remove(string) error              { return errUnavailable }
func (brokenBackend) keys() ([]string, error)          { return nil, errUnavailable }

func TestIssue9Item26Remove(t *testing.T) {
	s, _ := memoryStore("gods")
	s.Save([]byte("x"))
	if err := s.Remove(); err != nil {
		t.Fatalf("Remove = %v", err)
	}
	if _, err := s.Load(); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load after Remove = %v, want fs.ErrNotExist", err)
	}
	if err := s.Remove(); err != nil {
		t.Errorf("Remove of nothing = %v, want nil", err)
	}
	if err := (Store{name: "x", b: brokenBackend{}}).Remove(); err == nil {
		t.Error("Remove on broken storage = nil, want an error")
	}
}
