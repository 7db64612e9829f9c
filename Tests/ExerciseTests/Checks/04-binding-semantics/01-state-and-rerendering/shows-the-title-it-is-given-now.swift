// check: runs
// behaviour-in: PostView.swift
// What a parent passes in follows the parent: when the feed hands the post a new title, the post and its headline
// show it at once, and the likes the post owns stay. (A view that kept a passed-in title in its own `@State` would
// keep the first title for as long as it is on screen.)
import MiniUI

@testable import Exercise04_1

struct EditedFeed: View {
    @State private var edited = false

    var body: some View {
        PostView(title: edited ? "Binding, decided (edited)" : "Binding, decided")
        Button("Edit the title") { edited = true }
    }
}

let host = ViewHost(EditedFeed())
host.tap("Like")
print(host.texts)
host.tap("Edit the title")
print(host.texts)

/* expected output:
["Binding, decided", "1 like", "Like", "Edit the title"]
["Binding, decided (edited)", "1 like", "Like", "Edit the title"]
*/
