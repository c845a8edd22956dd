package webstore

import (
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"unicode/utf8"

	"starboard/match"
)

// Prefix starts every localStorage key this package writes, so Starboard's
// keys never collide with another page's on the same origin.
const Prefix = "starboard/"

// backend is a key-value store of strings: localStorage or memory.
type backend interface {
	get(key string) (value string, ok bool, err error)
	set(key, value string) error
	remove(key string) error
	keys() ([]string, error)
}

// Store keeps one document under one key. It satisfies match.Store.
type Store struct {
	name string
	b    backend
}

var (
	_ match.Store   = Store{}
	_ match.Remover = Store{}
)

// For returns the store of the document called name: a title's slug for
// its autosave, or another name such as the settings'.
func For(name string) Store {
	return Store{name: name, b: shared()}
}

// Name returns the name the store was made for.
func (s Store) Name() string { return s.name }

// Key returns the localStorage key of the store.
func (s Store) Key() string { return Prefix + s.name }

// Save replaces the stored document with data, which must be text (UTF-8),
// as saves and settings are: localStorage holds strings.
func (s Store) Save(data []byte) error {
	if !utf8.Valid(data) {
		return fmt.Errorf("could not save %s in the browser: the data is not text", s.name)
	}
	if err := s.b.set(s.Key(), string(data)); err != nil {
		return fmt.Errorf("could not save %s in the browser: %w", s.name, err)
	}
	return nil
}

// Load returns the stored document. When nothing has been stored it
// returns an error that matches fs.ErrNotExist.
func (s Store) Load() ([]byte, error) {
	v, ok, err := s.b.get(s.Key())
	if err != nil {
		return nil, fmt.Errorf("could not read %s from the browser: %w", s.name, err)
	}
	if !ok {
		return nil, fmt.Errorf("nothing is saved in the browser under %s: %w", s.name, fs.ErrNotExist)
	}
	return []byte(v), nil
}

// Remove deletes the stored document; nothing stored is not an error.
func (s Store) Remove() error {
	if err := s.b.remove(s.Key()); err != nil {
		return fmt.Errorf("could not delete %s from the browser: %w", s.name, err)
	}
	return nil
}

// List returns the names of the documents stored, sorted; keys of other
// pages are left out. It returns nil when the storage cannot be read.
func List() []string {
	return list(shared())
}

func list(b backend) []string {
	keys, err := b.keys()
	if err != nil {
		return nil
	}
	var names []string
	for _, k := range keys {
		if name, ok := strings.CutPrefix(k, Prefix); ok && name != "" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// Persistent reports whether documents outlive the page: true when
// localStorage works, false when they are only kept in memory.
func Persistent() bool {
	_, memory := shared().(*memoryBackend)
	return !memory
}

// errUnavailable is what a backend that has lost its storage reports.
var errUnavailable = errors.New("the browser's storage is not available")
