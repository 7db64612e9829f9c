// wrong: makes Card generic but still stores its content as AnyView
// rejected-by: prints-card-and-badge-types
// misconception: The card is generic already, but storing its content as `AnyView` erases the type on the way in:
// misconception: the body holds a box, and the structure inside is hidden. Store the content as `Content`, the type
// misconception: parameter the card has, and keep `AnyView` for content whose type cannot be known in advance.
// misconception-ja: カードはすでにジェネリックですが、中身を `AnyView` として保存すると、受け取ったところで型が消されます。
// misconception-ja: body が持つのは箱で、中の構造は見えなくなります。中身はカードの型パラメータ `Content` として保存し、
// misconception-ja: `AnyView` は型を前もって知りようのない中身のためにとっておきます。
// lesson: #the-idea
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
