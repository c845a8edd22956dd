package main

import (
	"context"

	"starboard/match"
	"starboard/remote"
	"starboard/wire"
)

// joinTable takes the seat an invitation link opens (or watches the table
// of a link to watch) and returns the match that mirrors the table.
func joinTable(link string) (*match.Match, error) {
	address, code, token, err := wire.ParseInvite(link)
	if err != nil {
		return nil, err
	}
	if token == "" {
		return remote.Tables{}.Watch(context.Background(), address, code)
	}
	return remote.Tables{}.Join(context.Background(), address, code, token)
}
