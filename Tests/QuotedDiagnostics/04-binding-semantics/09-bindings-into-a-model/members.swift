// 04.9's lesson: a mutating method called from a button on a plain stored value; a method that changes a stored
// property without `mutating`; a plain value handed to a row that takes a binding.
import MiniUI

struct Member {
    var booksRead = 0
    mutating func finishBook() { booksRead += 1 }
    // expected-note@+1 {{mark method 'mutating' to make 'self' mutable}}
    func startOver() {
        booksRead -= booksRead  // expected-error {{left side of mutating operator isn't mutable: 'self' is immutable}}
    }
}

struct MemberCard: View {
    var member: Member
    var body: some View {
        // expected-error@+1 {{cannot use mutating member on immutable value: 'self' is immutable}}
        Button("Finished a book") { member.finishBook() }
    }
}

struct MemberRow: View {
    @Binding var member: Member
    var body: some View { Text("\(member.booksRead)") }
}

@MainActor
func rows(_ members: [Member]) {
    for member in members {
        // expected-error@+1 {{cannot convert value of type 'Member' to expected argument type 'Binding<Member>'}}
        _ = MemberRow(member: member)
    }
}
