package main

import (
	"context"

	"starboard/match"
	"starboard/remote"
)

// joinTable takes the seat an invitation link opens (or watches the table
// of a link to watch) and returns the match that mirrors the table.
func joinTable(link string) (*match.Match, error) {
	address, code, token, err := remote.ParseInvite(link)
	if err != nil {
		return nil, err
	}
	if token == "" {
		return remote.Watch(context.Background(), address, code, remote.DefaultBackoff)
	}
	return remote.Join(context.Background(), address, code, token, remote.DefaultBackoff)
}
