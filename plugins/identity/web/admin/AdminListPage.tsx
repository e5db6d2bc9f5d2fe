// The admin pages' layout is the shared list-page frame; this name stays for the pages importing it.
export {
  ListPageFrame as AdminListPage,
  type ListPageFrameProps as AdminListPageProps,
} from '../../../../host/web/components/ListPageFrame.tsx';
