// check: runs
// What `some View` hides: `readingTile(_:)` returns the view it was called on and the modifier, wrapped together
// in a `ModifiedContent`; a second call wraps the first. And inside the modifier, `Content` is not the text it
// frames but `_ViewModifier_Content<ReadingTile>`, the same type whatever the modifier is applied to.
import MiniUI

@testable import Exercise07_1

print(type(of: Text("41%").readingTile("Moisture")))
print(type(of: Image(systemName: "drop").readingTile("Valve").readingTile("Bed 2")))
print(ReadingTile.Content.self)

/* expected output:
ModifiedContent<Text, ReadingTile>
ModifiedContent<ModifiedContent<Image, ReadingTile>, ReadingTile>
_ViewModifier_Content<ReadingTile>
*/
