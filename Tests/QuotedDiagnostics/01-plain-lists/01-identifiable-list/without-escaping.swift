// 01.1's lesson: a stored content closure taken without @escaping.
import MiniUI

struct PlainList<Item: Identifiable, Content: View>: View {
    let items: [Item]
    let content: (Item) -> Content
    // expected-note@+1 {{parameter 'content' is implicitly non-escaping}}
    init(_ items: [Item], @ViewBuilder content: (Item) -> Content) {
        self.items = items
        // expected-error@+1 {{assigning non-escaping parameter 'content' to an '@escaping' closure}}
        self.content = content
    }
    var body: some View { List { ForEach(items) { content($0) } } }
}
