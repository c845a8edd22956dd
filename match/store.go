package match

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

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
// always either the previous save or the new one, never part of one.
type FileStore struct {
	Path string
}

// Save writes data to the file atomically.
func (f FileStore) Save(data []byte) (err error) {
	dir, base := filepath.Split(f.Path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return fmt.Errorf("could not save the game: %w", err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			err = fmt.Errorf("could not save the game to %s: %w", f.Path, err)
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
	return os.Rename(tmp.Name(), f.Path)
}

// Load reads the file.
func (f FileStore) Load() ([]byte, error) {
	data, err := os.ReadFile(f.Path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("there is no saved game at %s: %w", f.Path, fs.ErrNotExist)
		}
		return nil, fmt.Errorf("could not read the saved game: %w", err)
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
