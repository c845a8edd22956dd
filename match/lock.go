package match

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
)

// LockFile keeps other processes that lock the same save from writing it
// while this one plays: it creates path+".lock", holding this process's id
// and host, and returns the function that removes it. When another live
// process holds the lock, it returns an error that says so. A lock left by
// a process that is gone (killed on this host) is taken over; elsewhere a
// lock is only ever removed by the person, and the error says how.
func LockFile(path string) (unlock func(), err error) {
	lock := path + ".lock"
	host, _ := os.Hostname()
	mine := fmt.Sprintf("%d %s\n", os.Getpid(), host)
	for attempt := 0; attempt < 2; attempt++ {
		f, err := os.OpenFile(lock, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			_, werr := f.WriteString(mine)
			if cerr := f.Close(); werr == nil {
				werr = cerr
			}
			if werr != nil {
				os.Remove(lock)
				return nil, fmt.Errorf("could not lock %s: %w", path, werr)
			}
			return func() {
				// Remove only our own lock, never one another process took
				// over after ours was judged stale.
				if data, err := os.ReadFile(lock); err == nil && string(data) == mine {
					os.Remove(lock)
				}
			}, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, fmt.Errorf("could not lock %s: %w", path, err)
		}
		data, rerr := os.ReadFile(lock)
		if rerr != nil {
			continue // removed meanwhile: try again
		}
		pid, owner := parseLock(string(data))
		if pid > 0 && owner == host && !processAlive(pid) {
			os.Remove(lock) // its process is gone: the lock is stale
			continue
		}
		who := "another process"
		if pid > 0 {
			who = fmt.Sprintf("process %d", pid)
			if owner != "" && owner != host {
				who += " on " + owner
			}
		}
		return nil, &InUseError{Path: path, Lock: lock, Holder: who}
	}
	return nil, fmt.Errorf("could not lock %s: its lock file %s keeps changing", path, lock)
}

// InUseError is LockFile's error when another process holds the lock.
type InUseError struct {
	Path, Lock string
	Holder     string // the process holding it, in words
}

func (e *InUseError) Error() string {
	return fmt.Sprintf("%s is in use: %s is playing the game saved there (if it is not, delete %s)", e.Path, e.Holder, e.Lock)
}

// parseLock reads the process id and host a lock file holds.
func parseLock(text string) (pid int, host string) {
	first, rest, _ := strings.Cut(strings.TrimSpace(text), " ")
	pid, err := strconv.Atoi(first)
	if err != nil {
		return 0, ""
	}
	return pid, strings.TrimSpace(rest)
}
