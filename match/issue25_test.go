package match_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"starboard/match"
)

// Issue 25, saves 5: while one process plays the game saved in a file, a
// second is refused with a message that says why; a lock left by a process
// that is gone is taken over; unlocking removes only one's own lock.
func TestIssue25SaveFileIsLocked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	unlock, err := match.LockFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := match.LockFile(path); err == nil || !strings.Contains(err.Error(), "in use") {
		t.Errorf("a second lock of a locked file = %v, want it refused as in use", err)
	}
	unlock()
	if _, err := os.Lstat(path + ".lock"); !os.IsNotExist(err) {
		t.Errorf("the lock file is still there after unlock: %v", err)
	}

	host, _ := os.Hostname()
	if err := os.WriteFile(path+".lock", []byte("2147483646 "+host+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	unlock, err = match.LockFile(path)
	if err != nil {
		t.Fatalf("a lock left by a process that is gone = %v, want it taken over", err)
	}
	unlock()

	if err := os.WriteFile(path+".lock", []byte("1 elsewhere.example\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := match.LockFile(path); err == nil || !strings.Contains(err.Error(), "elsewhere.example") {
		t.Errorf("a lock held on another host = %v, want it refused naming the host", err)
	}
}
