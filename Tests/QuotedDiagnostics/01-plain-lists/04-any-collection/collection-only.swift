// 01.4's lesson: `Data: Collection` in place of `RandomAccessCollection`; a leftover `Item` after the rename.
import MiniUI

struct PlainList<Data: Collection, Content: View>: View where Data.Element: Identifiable {
    let data: Data
    let content: (Data.Element) -> Content
    var body: some View {
        // expected-error@+1 {{generic struct 'ForEach' requires that 'Data' conform to 'RandomAccessCollection'}}
        List { ForEach(data) { content($0) } }
    }
}

struct Renamed<Data: RandomAccessCollection> where Data.Element: Identifiable {
    let first: Item  // expected-error {{cannot find type 'Item' in scope}}
}
