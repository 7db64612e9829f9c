// wrong: makes Card generic but still stores its content as AnyView
// rejected-by: prints-card-and-badge-types
// misconception: A generic initializer forgets its type parameter as soon as it returns; the type parameter must be
// misconception: on Card so the stored content keeps its type.
// misconception-ja: ジェネリックなイニシャライザの型パラメータは、戻った時点で忘れられます。保存した中身の型を残すには、型パラメータを
// misconception-ja: Card 自身に付けます。
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
