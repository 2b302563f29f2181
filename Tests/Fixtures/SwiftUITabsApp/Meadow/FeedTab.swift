import SwiftUI

struct Post: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// The first tab: the posts, a photo pushed full bleed, and the composer in a sheet.
struct FeedTab: View {
  @State private var posts: [Post] = []
  @State private var showsComposer = false

  var body: some View {
    NavigationStack {
      List(posts) { post in
        NavigationLink(value: post) {
          PostRow(post: post)
        }
      }
      .navigationDestination(for: Post.self) { post in
        PhotoDetail(post: post)
      }
      .toolbar {
        Button("New") { showsComposer = true }
      }
      .sheet(isPresented: $showsComposer) {
        ComposerView()
      }
    }
  }
}

struct PostRow: View {
  let post: Post

  var body: some View {
    Text(post.title)
  }
}

/// A photo, full bleed: the zoomable image hides the status bar.
struct PhotoDetail: View {
  let post: Post

  var body: some View {
    ZoomableImage(name: post.title)
  }
}

struct ZoomableImage: View {
  let name: String

  var body: some View {
    Image(name)
      .resizable()
      .scaledToFit()
      .statusBarHidden(true)
  }
}
