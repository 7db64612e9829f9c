// wrong: stores any View and wraps it in AnyView in the body to silence the error
// rejected-by: accepts-card-and-badge-usages
// misconception: A card that is not generic over its content erases it, whatever box holds it (`any View` or
// misconception: `AnyView`): every card is then one type, `Card<Text>` cannot be written, and the content's structure
// misconception: is hidden. A generic initializer cannot help, since its type parameter is gone when it returns; put
// misconception: the content's type on `Card` and store the content as that type.
// misconception-ja: 中身についてジェネリックでないカードは、どんな箱(`any View` でも `AnyView` でも)に入れても中身の型を
// misconception-ja: 消します。どのカードも 1 つの型になり、`Card<Text>` とは書けず、中身の構造も見えなくなります。
// misconception-ja: ジェネリックなイニシャライザでは足りません。その型パラメータは戻った時点でなくなるからです。中身の型を
// misconception-ja: `Card` に付け、中身をその型で保存します。
// lesson: #when-the-compiler-says-no
// `AnyView(content)` compiles because Swift opens the existential to call AnyView's generic initializer,
// but the card is still not generic: every card is the same type, `Card<Text>` cannot be written, and
// the content is erased.

import MiniUI

struct Card: View {
    let title: String
    let content: any View

    init(_ title: String, @ViewBuilder content: () -> some View) {
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
