package main

import (
	"context"

	"starboard/match"
	"starboard/remote"
	"starboard/wire"
)

// onlineTables gives the menus' Play online its tables through package
// remote (scenes.Online).
type onlineTables struct{}

func (onlineTables) Join(ctx context.Context, address, code, token string) (*match.Match, error) {
	return remote.Join(ctx, address, code, token, remote.DefaultBackoff)
}

func (onlineTables) Watch(ctx context.Context, address, code string) (*match.Match, error) {
	return remote.Watch(ctx, address, code, remote.DefaultBackoff)
}

func (onlineTables) Create(ctx context.Context, address string, req wire.Create) (wire.Created, error) {
	c, err := remote.Dial(ctx, address)
	if err != nil {
		return wire.Created{}, err
	}
	defer c.Close()
	return c.Create(ctx, req)
}

// joinTable takes the seat an invitation link opens (or watches the table
// of a link to watch) and returns the match that mirrors the table.
func joinTable(link string) (*match.Match, error) {
	address, code, token, err := wire.ParseInvite(link)
	if err != nil {
		return nil, err
	}
	if token == "" {
		return onlineTables{}.Watch(context.Background(), address, code)
	}
	return onlineTables{}.Join(context.Background(), address, code, token)
}
