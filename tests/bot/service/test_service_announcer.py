"""The announcer the service writes each post with is built from the games' words alone (each
game's describing functions, by kind): nothing of the running bot is reached during a commit.
The words it settles are the game's, in the game's language."""

from bot.announce import Announcer, fit
from bot.games import frontends
from bot.service import GameService

GUILD = 1


async def test_the_start_post_is_worded_by_the_game_in_its_language(store):
    words = frontends()
    service = GameService(store, announcer=Announcer(words))
    await service.new_game(kind="columbiz", guild_id=GUILD, channel_id=30, creator_id=1,
                           creator_name="Anna", seats=2, language="de")
    game, started = await service.join(30, 2, "Bernd")
    assert started is not None and game.status == "active"
    content, notify = words["columbiz"].describe_start(started, "de")
    (post,) = [e for e in await store.waiting(game.id) if e.key.startswith("post:")]
    assert post.payload["content"] == fit(content) and post.payload["locale"] == "de"
    assert post.payload["notify"] == notify == game.current_seat_info().user_id
    english, _ = words["columbiz"].describe_start(started, "en")
    assert post.payload["content"] != fit(english)
