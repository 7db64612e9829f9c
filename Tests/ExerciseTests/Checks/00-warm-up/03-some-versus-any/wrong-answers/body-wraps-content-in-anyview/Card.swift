// wrong: makes Card generic and stores a Content, but wraps the content in AnyView inside body
// rejected-by: prints-card-and-badge-types
// misconception: Storing the content as `Content` keeps its type only as far as the body: wrapping it in `AnyView`
// misconception: there erases it all the same, and the body SwiftUI reads holds a box. A generic card needs no
// misconception: `AnyView` anywhere; put `content` in the body as it is.
// misconception-ja: 中身を `Content` として保存しても、型が保たれるのは body の手前までです。body で `AnyView`
// misconception-ja: に包めば結局そこで型が消され、SwiftUI が読む body は箱を持つことになります。ジェネリックなカードには
// misconception-ja: `AnyView` はどこにも要りません。body には `content` をそのまま置きます。
// lesson: #the-idea
// The stored property and the initializer are right; only the body differs from the task's "leave the body as
// it is": the card's type still says `Card<Text>`, but its body's type holds an AnyView where the content was.

import MiniUI

struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            AnyView(content)
        }
        .padding()
    }
}
