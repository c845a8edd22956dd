package match_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"starboard/match"
)

func TestFileStoreRoundTrip(t *testing.T) {
	dir := t.TempDir()
	store := match.FileStore{Path: filepath.Join(dir, "game.json")}
	if _, err := store.Load(); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load() of no file = %v, want fs.ErrNotExist", err)
	}
	for _, data := range []string{`{"a":1}`, `{"b":2222}`, `{}`} {
		if err := store.Save([]byte(data)); err != nil {
			t.Fatalf("Save(%s) = %v", data, err)
		}
		got, err := store.Load()
		if err != nil || string(got) != data {
			t.Fatalf("Load() = %q, %v; want %q", got, err, data)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != "game.json" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %q, want only game.json (no temporary files)", names)
	}
}

func TestFileStoreFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	store := match.FileStore{Path: filepath.Join(dir, "missing", "game.json")}
	if err := store.Save([]byte("{}")); err == nil {
		t.Fatal("Save into a missing directory = nil, want an error")
	}
	// A save whose target is a directory fails at the rename: the old
	// content stays and the temporary file is removed.
	target := filepath.Join(dir, "taken")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := (match.FileStore{Path: target}).Save([]byte("{}")); err == nil {
		t.Fatal("Save over a directory = nil, want an error")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("directory holds %d entries after failed saves, want only the directory", len(entries))
	}
}

// TestFileStoreIsAtomic reads the file while it is rewritten: every read
// must be one whole version, never a mix or a part.
func TestFileStoreIsAtomic(t *testing.T) {
	store := match.FileStore{Path: filepath.Join(t.TempDir(), "game.json")}
	a := bytes.Repeat([]byte("a"), 256<<10)
	b := bytes.Repeat([]byte("b"), 128<<10)
	if err := store.Save(a); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	done := make(chan struct{})
	wg.Go(func() {
		defer close(done)
		for i := range 40 {
			data := a
			if i%2 == 0 {
				data = b
			}
			if err := store.Save(data); err != nil {
				t.Error(err)
				return
			}
		}
	})
	reads := 0
	for {
		select {
		case <-done:
			wg.Wait()
			if reads == 0 {
				t.Log("no read overlapped a write")
			}
			return
		default:
		}
		got, err := store.Load()
		if err != nil {
			t.Fatalf("Load() during writes = %v", err)
		}
		if !bytes.Equal(got, a) && !bytes.Equal(got, b) {
			t.Fatalf("Load() during writes returned %d bytes that are neither version", len(got))
		}
		reads++
	}
}

func TestMemoryStore(t *testing.T) {
	var s match.MemoryStore
	if _, err := s.Load(); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load() of an empty store = %v, want fs.ErrNotExist", err)
	}
	data := []byte("save")
	s.Save(data)
	data[0] = 'X'
	if got, _ := s.Load(); string(got) != "save" || s.Saves() != 1 {
		t.Errorf("Load() = %q after 1 save, Saves() = %d; want \"save\", 1", got, s.Saves())
	}
}
