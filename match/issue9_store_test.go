package match_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
)

// Loading what is not a regular file, or a file far larger than any save,
// is refused at once with a clear error: /dev/zero must not fill memory and
// a FIFO must not hang.
func TestIssue9Item20LoadRefusesNonRegularAndHugeFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	huge := filepath.Join(dir, "huge.json")
	if err := os.WriteFile(huge, make([]byte, rules.MaxSaveSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{"/dev/zero", "not a regular file"},
		{fifo, "not a regular file"},
		{dir, "not a regular file"},
		{huge, "too large"},
	} {
		// A Load that blocked on the FIFO or read /dev/zero forever would
		// hang here, and go test's own timeout would name it.
		_, err := match.FileStore{Path: c.path}.Load()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Load(%s) = %v, want an error saying %q", c.path, err, c.want)
		}
	}
}

// A save never replaces what is not a regular file: a symlink, a FIFO or a
// device node at the path is left alone and the save is refused.
func TestIssue9Item22SaveRefusesNonRegularTargets(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.json")
	if err := os.WriteFile(target, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	paths := []string{link, fifo}
	// A device node of our own, like /dev/null (never /dev/null itself: a
	// build without the fix would replace it).
	dev := filepath.Join(dir, "null")
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err == nil {
		paths = append(paths, dev)
	} else {
		t.Logf("no device node: %v", err)
	}
	for _, path := range paths {
		before, _ := os.Lstat(path)
		err := match.FileStore{Path: path}.Save([]byte("{}"))
		if err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("Save over %s = %v, want a refusal saying it is not a regular file", path, err)
		}
		if err := (match.FileStore{Path: path}).Check(); err == nil {
			t.Errorf("Check of %s = nil, want a refusal", path)
		}
		after, err := os.Lstat(path)
		if err != nil || after.Mode() != before.Mode() {
			t.Errorf("%s was replaced: mode %v, now %v (%v)", path, before.Mode(), after, err)
		}
	}
	if data, _ := os.ReadFile(target); string(data) != "keep" {
		t.Errorf("the file behind the symlink holds %q, want it untouched", data)
	}
	if err := (match.FileStore{Path: filepath.Join(dir, "new.json")}).Check(); err != nil {
		t.Errorf("Check of a new file = %v, want nil", err)
	}
	if err := (match.FileStore{Path: target}).Check(); err != nil {
		t.Errorf("Check of a regular file = %v, want nil", err)
	}
}

// Temporary files left by a save killed mid-write are removed by the next
// save of that game, and only those of that game.
func TestIssue9Item23LeftoverTempFilesAreCleaned(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "gods.json")
	var leftovers []string
	for _, name := range []string{".gods.json.tmp-123", ".gods.json.tmp-456789"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(`{"part`), 0o644); err != nil {
			t.Fatal(err)
		}
		old := time.Now().Add(-time.Hour) // killed an hour ago
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
		leftovers = append(leftovers, p)
	}
	other := filepath.Join(dir, ".desolated.json.tmp-123")
	os.WriteFile(other, nil, 0o644)
	if err := (match.FileStore{Path: path}).Save([]byte("{}")); err != nil {
		t.Fatal(err)
	}
	for _, p := range leftovers {
		if _, err := os.Lstat(p); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s is still there after the next save (%v)", filepath.Base(p), err)
		}
	}
	if _, err := os.Lstat(other); err != nil {
		t.Errorf("the save of gods removed another game's file: %v", err)
	}
	// A temporary file written just now may be another process's save
	// under way: it stays (issue 25, saves 5).
	busy := filepath.Join(dir, ".gods.json.tmp-999")
	os.WriteFile(busy, []byte(`{"part`), 0o644)
	if err := (match.FileStore{Path: path}).Save([]byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(busy); err != nil {
		t.Errorf("a save removed a temporary file written just now: %v", err)
	}
}

// A corrupt autosave is set aside whole, under a name a new game does not
// write, and the store it left is empty; a store's save can be removed.
func TestIssue9Item26SetAsideAndRemove(t *testing.T) {
	dir := t.TempDir()
	from := match.FileStore{Path: filepath.Join(dir, "gods.json")}
	to := match.FileStore{Path: filepath.Join(dir, "gods.broken-1.json")}
	bad := []byte("{garbage \xff")
	from.Save(bad)
	if err := match.SetAside(from, to); err != nil {
		t.Fatalf("SetAside = %v", err)
	}
	if got, err := to.Load(); err != nil || string(got) != string(bad) {
		t.Errorf("the save set aside holds %q, %v; want the bad bytes whole", got, err)
	}
	if _, err := from.Load(); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Load of the store set aside = %v, want nothing there", err)
	}
	from.Save([]byte("again"))
	if err := match.SetAside(from, to); err == nil {
		t.Error("SetAside onto a store that holds a save = nil, want a refusal (it would be lost)")
	}

	var mem, memAside match.MemoryStore
	mem.Save(bad)
	if err := match.SetAside(&mem, &memAside); err != nil {
		t.Fatal(err)
	}
	if got, _ := memAside.Load(); string(got) != string(bad) {
		t.Errorf("memory store set aside holds %q", got)
	}
	if _, err := mem.Load(); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("memory store after SetAside: %v, want empty", err)
	}
	for _, s := range []match.Remover{to, &memAside} {
		if err := s.Remove(); err != nil {
			t.Errorf("Remove = %v", err)
		}
		if _, err := s.(match.Store).Load(); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("Load after Remove = %v, want nothing there", err)
		}
		if err := s.Remove(); err != nil {
			t.Errorf("Remove of nothing = %v, want nil", err)
		}
	}
}
