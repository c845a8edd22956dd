package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"starboard/match"
	"starboard/rules"
)

// openStore returns the store of the autosave at path; tests replace it to
// make saving fail as a full disk does.
var openStore = func(path string) match.Store { return match.FileStore{Path: path} }

// openSave looks at what the file of --save already holds, before a game
// is autosaved over it. It returns the save to resume when the file holds
// a game of title t with the seats asked for (any seats when seatsGiven is
// false), nil when a new game starts: the file is empty, fresh (--new) was
// given, and the old game was kept as FILE.old, or the file could not be
// read and was set aside. A game of another title or other seats is
// refused: ok is false and the message, on stderr, says what to do.
func (s *session) openSave(t rules.Title, players []match.Player, seatsGiven, fresh bool, stderr io.Writer) (save *rules.Save, ok bool) {
	path := s.savePath
	data, err := s.store.Load()
	if _, statErr := os.Lstat(path); errors.Is(err, fs.ErrNotExist) || statErr != nil {
		return nil, true // nothing is there (or cannot be): the autosave will say why
	}
	if fresh {
		if err == nil {
			aside, err := setAsideAs(s.store, path, ".old")
			if err != nil {
				fmt.Fprintf(stderr, "error: --new: the game in %s could not be kept aside: %v\n", path, err)
				return nil, false
			}
			fmt.Fprintf(s.out, "the game in %s was kept as %s; a new game starts\n", path, aside)
		}
		return nil, true
	}
	var title rules.Title
	if err == nil {
		save, err = rules.ParseSave(data)
	}
	if err == nil {
		_, err = match.SaveSeats(save) // checked as a resume checks them
	}
	if err == nil {
		title, err = findTitle(save.Title)
	}
	if err == nil {
		_, err = save.Replay(title)
	}
	if err != nil {
		aside, asideErr := setAsideAs(s.store, path, ".corrupt")
		if asideErr != nil {
			fmt.Fprintf(stderr, "error: %s holds no game that can be read (%v), and it could not be set aside: %v\n", path, explain(err), asideErr)
			return nil, false
		}
		fmt.Fprintf(s.out, "%s held no game that can be read (%v); it was kept as %s, and a new game starts\n", path, explain(err), aside)
		return nil, true
	}
	recorded := make([]string, len(save.Seats))
	for i, seat := range save.Seats {
		recorded[i] = seat.Player
	}
	if title.Slug != t.Slug || seatsGiven && strings.Join(recorded, ",") != playerList(players) {
		fmt.Fprintf(stderr, "error: %s holds a game of %s with the seats %s, after %d moves.\n"+
			"  to go on with it:      starboard-cli play %s --save %s\n"+
			"  to start a new game:   add --new (the old game is kept as %s.old)\n",
			path, title.Name, strings.Join(recorded, ","), len(save.Moves), title.Slug, path, path)
		return nil, false
	}
	return save, true
}

// setAsideAs moves the save at path to the first free name of path+suffix,
// path+suffix+".2" and so on, and returns that name.
func setAsideAs(store match.Store, path, suffix string) (string, error) {
	for n := 1; n <= 99; n++ {
		name := path + suffix
		if n > 1 {
			name = fmt.Sprintf("%s%s.%d", path, suffix, n)
		}
		aside := match.FileStore{Path: name}
		if _, err := aside.Load(); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if f, ok := store.(match.FileStore); ok {
			store = f
		}
		if err := match.SetAside(store, aside); err != nil {
			return "", err
		}
		return name, nil
	}
	return "", fmt.Errorf("%s%s to %s%s.99 are all taken", path, suffix, path, suffix)
}

// explain words an error of a save for a person: a save of another title
// is named by that title's name.
func explain(err error) error {
	var te *rules.TitleError
	if errors.As(err, &te) {
		if other, findErr := findTitle(te.Slug); findErr == nil {
			return fmt.Errorf("this is a save of %s, not of %s", other.Name, te.Want.Name)
		}
	}
	return err
}

// finalSave runs when the session ends: after failed autosaves it tries
// once more, and says plainly whether the game was saved, and if not,
// where the last good save is.
func (s *session) finalSave() {
	if s.store == nil || s.m.SaveErr() == nil {
		return
	}
	data, err := s.m.Save().Marshal()
	if err == nil {
		err = s.store.Save(data)
	}
	if err == nil {
		fmt.Fprintf(s.out, "the game is saved in %s after %d moves\n", s.savePath, s.m.Moves())
		return
	}
	fmt.Fprintf(s.out, "THE GAME WAS NOT SAVED: %v.\n", match.Cause(err))
	last := "there is no good save of it"
	if data, err := s.store.Load(); err == nil {
		if save, err := rules.ParseSave(data); err == nil {
			last = fmt.Sprintf("the last good save, in %s, holds the game after move %d of %d", s.savePath, len(save.Moves), s.m.Moves())
		}
	}
	fmt.Fprintf(s.out, "%s; the moves after it are lost.\n", last)
}
