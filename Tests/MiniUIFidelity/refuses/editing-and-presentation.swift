// Modifiers that need a particular kind of view or value.
import MiniUI

struct Memo {
    var text: String
}

struct MemoScreen: View {
    @State private var memos = ["a", "b"]
    @State private var open: Memo?
    @State private var level = 3

    var body: some View {
        List {
            Text("header").onDelete { _ in }  // expected-error {{value of type 'Text' has no member 'onDelete'}}
            ForEach(memos, id: \.self) { Text($0) }
                .onDelete { memos.remove(atOffsets: $0) }
        }
        .sheet(item: $open) { memo in  // expected-error {{requires that 'Memo' conform to 'Identifiable'}}
            Text(memo.text)
        }
        .onChange(of: Memo(text: "")) {}  // expected-error {{requires that 'Memo' conform to 'Equatable'}}
    }
}
