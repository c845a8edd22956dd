package match

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"starboard/rules"
)

// leftoverAge is how old a temporary file of a save must be before a later
// save of the same file removes it.
const leftoverAge = time.Minute

// Store is where a match keeps its autosave: the bytes of the latest save,
// replaced whole each time.
type Store interface {
	// Save replaces the stored save with data.
	Save(data []byte) error
	// Load returns the stored save. When nothing has been stored it returns
	// an error that matches fs.ErrNotExist.
	Load() ([]byte, error)
}

// FileStore keeps the save in the file at Path. Save writes a temporary file
// in the same directory and renames it over Path, so the file at Path is
// always either the previous save or the new one, never part of one. It
// only ever replaces a regular file: a symlink, a directory, a FIFO or a
// device node at Path is refused. Load reads at most rules.MaxSaveSize
// bytes, and only from a regular file.
type FileStore struct {
	Path string
}

// Check returns an error when Save would refuse Path because something that
// is not a regular file is there. A missing file is fine; other troubles
// (a missing directory) are left for Save to report.
func (f FileStore) Check() error {
	info, err := os.Lstat(f.Path)
	if err != nil {
		// Nothing is there, or the path cannot be looked at: the save
		// itself will say what is wrong.
		return nil
	}
	if !info.Mode().IsRegular() {
		return fmt.Errorf("cannot save the game to %s: it is not a regular file (%s), and a save only replaces a regular file", f.Path, kindOf(info.Mode()))
	}
	return nil
}

// kindOf names the kind of file a mode describes.
func kindOf(mode fs.FileMode) string {
	switch {
	case mode&fs.ModeSymlink != 0:
		return "a symbolic link"
	case mode.IsDir():
		return "a directory"
	case mode&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a plain file"
}

// tempPrefix returns the start of the names of the temporary files that
// saves to base write.
func tempPrefix(base string) string { return "." + base + ".tmp-" }

// syncDir flushes a directory's entries to disk; tests replace it.
var syncDir = func(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// Save writes data to the file atomically, then makes the rename durable by
// syncing the directory, and removes the temporary files that earlier saves
// of the same file left behind when they were killed mid-write.
func (f FileStore) Save(data []byte) (err error) {
	if err := f.Check(); err != nil {
		return err
	}
	dir, base := filepath.Split(f.Path)
	if dir == "" {
		dir = "."
	}
	dir = filepath.Clean(dir)
	tmp, err := os.CreateTemp(dir, tempPrefix(base)+"*")
	if err != nil {
		return fmt.Errorf("could not save the game to %s: %w", f.Path, withoutPath(err))
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			err = fmt.Errorf("could not save the game to %s: %w", f.Path, withoutPath(err))
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(0o644); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	// Check again just before the rename: something else may have been
	// put at the path while the data was written.
	if err = f.Check(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), f.Path); err != nil {
		return err
	}
	// The save is in place; a directory that cannot be synced (some file
	// systems refuse) leaves it there, only less sure to survive a crash.
	syncDir(dir)
	removeLeftovers(dir, base)
	return nil
}

// withoutPath drops the name of the temporary file from an error, so that
// the same trouble reads the same from one save to the next.
func withoutPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && strings.Contains(filepath.Base(pe.Path), ".tmp-") {
		return fmt.Errorf("%s the temporary file: %w", pe.Op, pe.Err)
	}
	return err
}

// removeLeftovers removes the temporary files of saves to base that were
// killed before their rename. Saves of one file are made one at a time
// (the command line locks the file, LockFile), so such a file left once a
// save has landed is a leftover; one written in the last minute is left
// alone all the same, in case another process, which did not lock, is
// writing it now.
func removeLeftovers(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := tempPrefix(base)
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > leftoverAge {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// Load reads the file. It refuses what is not a regular file (a FIFO would
// block, a device never end) and a file larger than rules.MaxSaveSize.
func (f FileStore) Load() ([]byte, error) {
	info, err := os.Stat(f.Path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("there is no saved game at %s: %w", f.Path, fs.ErrNotExist)
		}
		return nil, fmt.Errorf("could not read the saved game: %w", err)
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file (%s), so not a saved game", f.Path, kindOf(info.Mode()))
	}
	if info.Size() > rules.MaxSaveSize {
		return nil, fmt.Errorf("%s is too large to be a saved game: %d bytes, and a save has at most %d", f.Path, info.Size(), rules.MaxSaveSize)
	}
	file, err := os.Open(f.Path)
	if err != nil {
		return nil, fmt.Errorf("could not read the saved game: %w", err)
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, rules.MaxSaveSize+1))
	if err != nil {
		return nil, fmt.Errorf("could not read the saved game: %w", err)
	}
	if len(data) > rules.MaxSaveSize {
		return nil, fmt.Errorf("%s is too large to be a saved game: a save has at most %d bytes", f.Path, rules.MaxSaveSize)
	}
	return data, nil
}

// MemoryStore keeps the save in memory. Its zero value is empty and ready
// to use; it is safe for concurrent use.
type MemoryStore struct {
	mu    sync.Mutex
	data  []byte
	saves int
}

// Save keeps a copy of data.
func (s *MemoryStore) Save(data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.data = append([]byte(nil), data...)
	s.saves++
	return nil
}

// Load returns a copy of the last data saved.
func (s *MemoryStore) Load() ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.data == nil {
		return nil, fmt.Errorf("nothing has been saved: %w", fs.ErrNotExist)
	}
	return append([]byte(nil), s.data...), nil
}

// Saves returns how many times Save has been called.
func (s *MemoryStore) Saves() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.saves
}

// Remover is a Store whose save can be deleted.
type Remover interface {
	// Remove deletes the stored save. When nothing is stored it does
	// nothing and returns nil.
	Remove() error
}

// Remove deletes the file.
func (f FileStore) Remove() error {
	if err := f.Check(); err != nil {
		return err
	}
	if err := os.Remove(f.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("could not delete the saved game: %w", err)
	}
	return nil
}

// Remove forgets the data saved.
func (s *MemoryStore) Remove() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.data = nil
	return nil
}

// SetAside moves the save in from to to, keeping every byte, and leaves
// from empty: a save that cannot be read is kept there for a person to look
// at, and the next game does not write over it. to must hold nothing. Two
// FileStores are renamed one to the other, which works even for a file
// Load refuses; any other from must be a Remover.
func SetAside(from, to Store) error {
	if _, err := to.Load(); !errors.Is(err, fs.ErrNotExist) {
		return errors.New("there is already something where the save would be set aside")
	}
	if a, ok := from.(FileStore); ok {
		if b, ok := to.(FileStore); ok {
			if err := os.Rename(a.Path, b.Path); err != nil {
				return fmt.Errorf("could not set the saved game aside: %w", err)
			}
			syncDir(filepath.Dir(b.Path))
			return nil
		}
	}
	r, ok := from.(Remover)
	if !ok {
		return errors.New("this store cannot set a save aside")
	}
	data, err := from.Load()
	if err != nil {
		return err
	}
	if err := to.Save(data); err != nil {
		return err
	}
	return r.Remove()
}
