package match

import (
	"os"
	"path/filepath"
	"testing"
)

// The directory is synced after the rename, so the new name survives a
// crash: when the directory is synced, the file already holds the new save.
func TestIssue9Item23DirectoryIsSyncedAfterRename(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	var synced []string
	old := syncDir
	t.Cleanup(func() { syncDir = old })
	syncDir = func(d string) error {
		data, _ := os.ReadFile(path)
		synced = append(synced, d+": "+string(data))
		return old(d)
	}
	if err := (FileStore{Path: path}).Save([]byte("new")); err != nil {
		t.Fatal(err)
	}
	if want := filepath.Clean(dir) + ": new"; len(synced) != 1 || synced[0] != want {
		t.Errorf("directory syncs %q, want one, of %s after the rename", synced, dir)
	}
}
