package match_test

import (
	"os"
	"path/filepath"
	"starboard/rules"
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

// Issue 25, hot seat: against bots, Undo takes back the person's last move
// and the bots' replies to it, when none of them drew at random or showed
// hidden information; the state is the one before the person's move.
func TestIssue25UndoTakesBackTheBotsRepliesToo(t *testing.T) {
	tried := 0
	for seed := uint64(1); seed <= 200; seed++ {
		m := newToy(t, match.Config{Setup: rules.Setup{Seed: seed}}, "human", "bot:random")
		submit(t, m, 0, "play 1")
		if m.ToMove() != 0 || m.Over() {
			continue // keep comes first
		}
		submit(t, m, 0, "keep")
		m.WaitIdle()
		log := m.Log()
		if m.Over() || len(log) < 3 || m.ToMove() != 0 {
			continue
		}
		if !m.CanUndo(0) {
			continue // a reply drew at random: nothing may be taken back
		}
		tried++
		m.Poll(nil)
		if err := m.Undo(0); err != nil {
			t.Fatalf("seed %d: Undo after the bot's replies %q = %v", seed, log, err)
		}
		if got := m.Log(); len(got) != 1 {
			t.Errorf("seed %d: after the undo the log is %q, want only play 1", seed, got)
		}
		entries := m.Poll(nil)
		if len(entries) != len(log)-1 || !entries[0].Undo || !entries[len(entries)-1].Undo || entries[len(entries)-1].Number != 2 {
			t.Errorf("seed %d: the undo queued %+v, want one entry per move taken back, the last first", seed, entries)
		}
	}
	if tried == 0 {
		t.Fatal("no seed gave a bot reply that could be taken back")
	}
}
