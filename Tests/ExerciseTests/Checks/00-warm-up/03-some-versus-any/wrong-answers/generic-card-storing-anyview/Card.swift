// wrong: makes Card generic but still stores its content as AnyView
// rejected-by: prints-card-and-badge-types
// The type is generic, so `Card<Text>` compiles, but the content is erased on the way in: the body holds
// an AnyView, and the renderer sees a box instead of the content's structure.

import MiniUI

struct Card<Content: View>: View {
    let title: String
    let content: AnyView

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = AnyView(content())
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            content
        }
        .padding()
    }
}
